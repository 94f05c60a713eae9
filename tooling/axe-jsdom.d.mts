/** Runs axe on a rendered container and fails with the rule ids and targets of every violation. */
export declare function expectNoAxeViolations(container: Element): Promise<void>;
