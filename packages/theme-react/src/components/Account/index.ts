export type { AccountDashboardProps } from './AccountDashboard';
export { AccountDashboard } from './AccountDashboard';
export type { AccountSectionProps } from './AccountSection';
export { AccountSection } from './AccountSection';
