import { enIslandTexts } from './en-islands.js';

/**
 * The interface texts of the theme in English, by flat dot key. English is the source of truth: every
 * key exists here, other languages give a part of them and fall back to these. `{name}` marks a value
 * filled in when the text is used. The texts of the parts that run as every page loads are kept apart
 * in `enIslandTexts`, so that pages carry only those.
 *
 * @example en['outline.onThisPage'] // 'On this page'
 */
export const en = /* @__PURE__ */ Object.freeze({
  ...enIslandTexts,
  /** The skip link, the first focusable element of every page. */
  'skipLink.label': 'Skip to content',

  /** The accessible name of the site footer. */
  'footer.label': 'Site footer',

  /** The not-found page's large code. */
  'notFound.code': '404',
  /** The not-found page's title. */
  'notFound.title': 'PAGE NOT FOUND',
  /** The not-found page's quote. */
  'notFound.quote': "Not all those who wander are lost, but this page is. Let's find you a way back.",
  /** The not-found page's link to the home of the current language. */
  'notFound.linkText': 'Take me home',
  /** The accessible name of that link. */
  'notFound.linkLabel': 'go to home',
  /** The short text of a not-found page, e.g. its document title. */
  'notFound.text': 'Not Found',

  /** The accessible name of the previous/next pager. */
  'docFooter.pager': 'Pager',
  /** The label above the link to the previous page. */
  'docFooter.prev': 'Previous page',
  /** The label above the link to the next page. */
  'docFooter.next': 'Next page',
  /** The link to the page's source. */
  'docFooter.editLink': 'Edit this page',
  /** The label before the page's last-updated time. */
  'docFooter.lastUpdated': 'Last updated',

  /** Shown above a page marked `draft: true`, which the dev server shows and the production build leaves out. */
  'page.draft': 'This page is a draft: the published site leaves it out until its draft mark is removed.',
  /** Shown above a page that has no translation in the current language yet. */
  'page.untranslated': 'This page is not translated yet. It is shown in English.',
  /** The button that copies the page's Markdown source, for pasting into an AI tool. */
  'page.copy': 'Copy page',
  /** Announced once the page's Markdown source is copied. */
  'page.copied': 'Copied',
  /** Announced when the page's Markdown source could not be copied. */
  'page.copyFailed': 'Could not copy the page',
  /** Shown above a translation whose English page changed after the translation's last change. */
  'page.translationBehind':
    'This translation is {count, plural, one {# change} other {# changes}} behind the English page',
  /** The link from that notice to the English page. */
  'page.readEnglish': 'Read the English page',
  /** Shown above every page of the in-context translation mode ("Help translate"). */
  'page.inContextMode':
    'You are helping translate: every interface text on this page shows its message key in brackets.',
  /** The link from that notice to the site's guide for translators. */
  'page.howToTranslate': 'How to contribute a translation',
  /** Shown above a page of an older version of the docs (`{version}`: its label, e.g. `v0.1`). */
  'page.olderVersion': 'You are reading the docs for {version}.',
  /** The link from that notice to the same page in the latest version (`{latest}`: its label). */
  'page.seeLatestVersion': 'See the latest version',
  /** The name of the region that notice is in, for screen readers' list of regions. */
  'page.versionNotice': 'Version notice',
  /** The language picker's heading, on the site's root address. */
  'languagePicker.title': 'Choose a language',

  /** The search box's placeholder. */
  'search.placeholder': 'Search docs',
  /** Shown when a search finds nothing. */
  'search.noResults': 'No results found',
  /** Shown when a search for `{query}` finds nothing. */
  'search.noResultsFor': 'No results for "{query}"',
  /** The button that closes the search dialog. */
  'search.close': 'Close search',
  /** The accessible name of the list of search results. */
  'search.results': 'Search results',
  /** Shown while a search runs (or the index loads). */
  'search.loading': 'Searching…',
  /** Shown when the search index could not be loaded. */
  'search.unavailable': 'Search is not available right now',
  /** The heading of the recent searches, shown while the search box is empty. */
  'search.recent': 'Recent searches',
  /** The button that forgets the recent searches. */
  'search.clearRecent': 'Clear recent searches',
  /** The accessible name of the search filters. */
  'search.filters': 'Search filters',
  /** The label of the filter by kind of result. */
  'search.kind': 'Kind',
  /** The kind filter's choices: everything, pages, and the component API's props, events and slots. */
  'search.kindAll': 'Everything',
  'search.kindPage': 'Pages',
  'search.kindProp': 'Props',
  'search.kindEvent': 'Events',
  'search.kindSlot': 'Slots',
  /** The label of the filter by component. */
  'search.component': 'Component',
  /** The component filter's choice for no filter. */
  'search.componentAll': 'All components',
  /** The switch that searches every version of the docs, not only the one being read. */
  'search.allVersions': 'Search all versions',

  /** The heading of a component's props table. */
  'api.props': 'Props',
  /** The heading of a component's events table. */
  'api.events': 'Events',
  /** The heading of a component's slots table. */
  'api.slots': 'Slots',
  /** Column headings of the API tables. */
  'api.name': 'Name',
  'api.type': 'Type',
  'api.default': 'Default',
  'api.description': 'Description',
  'api.payload': 'Payload',
  /** Before the list of values a prop accepts. */
  'api.values': 'One of:',
  /** Marks a prop that must be given. */
  'api.required': 'required',
  /** Marks a prop or event that is deprecated, before the reason its JSDoc gives. */
  'api.deprecated': 'Deprecated.',
  /** The version lens's badge of what a version added (JSDoc `@since`, `<Since version>`, frontmatter `since`). */
  'lens.since': 'New in {version}',
  /** The badge of what a version changed. */
  'lens.changed': 'Changed in {version}',
  /** The badge of what a version deprecated. */
  'lens.deprecated': 'Deprecated in {version}',
  /** The badge of what a version removed (hidden from visitors who use that version or a later one). */
  'lens.removed': 'Removed in {version}',
  /** Added to a badge whose version is newer than the one the visitor uses. */
  'lens.newer': 'after your version',
  /** The heading of what a component's instance exposes to code (Vue `defineExpose`, an element's methods). */
  'api.exposed': 'Exposed',
  /** The heading of the parts of a custom element a page may style with `::part()`. */
  'api.cssParts': 'CSS parts',
  /** The heading of the CSS custom properties a component reads. */
  'api.cssProperties': 'CSS custom properties',
  /** Before the HTML attribute that sets a custom element's property. */
  'api.attribute': 'Attribute:',
  /** The lowest number a prop accepts (its JSDoc `@minimum`). */
  'api.minimum': 'At least {value}.',
  /** The number a prop's value must be greater than (its JSDoc `@exclusiveMinimum`). */
  'api.exclusiveMinimum': 'Greater than {value}.',
  /** The highest number a prop accepts (its JSDoc `@maximum`). */
  'api.maximum': 'At most {value}.',
  /** The number a prop's value must be less than (its JSDoc `@exclusiveMaximum`). */
  'api.exclusiveMaximum': 'Less than {value}.',
  /** The link from a component's page to its API page, shown instead of its API tables. */
  'api.pageLink': '{name} API: props, events and slots',
  /** The API explorer's title: the page listing every documented component (`/{locale}/api/`). */
  'apiExplorer.title': 'API explorer',
  /** The explorer's description, for search engines and link previews. */
  'apiExplorer.description':
    'Every documented component with its props, events and slots: filter by name or by kind.',
  /** The explorer's first paragraph. */
  'apiExplorer.lead':
    "Every component these pages document, each with its props, events and slots. Filter by a part of a name, a component's or a member's, and by kind; each member leads to its row on the component's page.",
  /** The accessible name of the explorer's filters. */
  'apiExplorer.filters': 'Filter the components',
  /** The label of the explorer's name filter. */
  'apiExplorer.name': 'Name',
  /** The title of the explorer's choice of a set of components, when the site documents several. */
  'apiExplorer.sets': 'Components',
  /** The choice of every set, when there are two. */
  'apiExplorer.bothSets': 'Both',
  /** The choice of every set, when there are more than two. */
  'apiExplorer.allSets': 'All',
  /** The title of the explorer's choice of a kind of member. */
  'apiExplorer.kind': 'Kind',
  /** The choice of every kind of member. */
  'apiExplorer.allKinds': 'All',
  /** How many components and members the explorer lists. */
  'apiExplorer.count':
    '{components, plural, one {# component} other {# components}}, {members, plural, one {# member} other {# members}}',
  /** How many the explorer lists under its filters. */
  'apiExplorer.countFiltered':
    '{components} of {totalComponents, plural, one {# component} other {# components}}, {members, plural, one {# member} other {# members}} shown',
  /** Shown when no component matches the filters. */
  'apiExplorer.empty': 'No component or member matches these filters.',
  /** The accessible name of the list of a component's members in the explorer. */
  'apiExplorer.members': 'Members of {name}',
  /** A member's kind, before its name in the explorer. */
  'apiExplorer.prop': 'prop',
  'apiExplorer.event': 'event',
  'apiExplorer.slot': 'slot',
  /** The title of a component's API page. */
  'apiPage.title': '{name} API',
  /** Names the guide page that shows the component, on its API page. */
  'apiPage.guide': 'Guide',
  /** The link to that guide page. */
  'apiPage.guideLink': '{name} in the component guide',
  /** Names the component's source file, on its API page. */
  'apiPage.source': 'Source',
  /** Names the line that imports the component, on its API page. */
  'apiPage.import': 'Import',
  /** The heading of a component's examples (its JSDoc `@example`), on its API page. */
  'apiPage.examples': 'Examples',
  /** Said of a component with no props, events or slots, on its API page. */
  'apiPage.noMembers': 'It takes no props, events or slots of its own.',

  /** Shown in place of a live example whose file could not be loaded. */
  'example.loadError': 'Could not load example `{file}`',
  /** Names an example's preview while it scrolls sideways, a demo wider than a narrow page. */
  'example.preview': 'Live example',
  /** The button that shows an example's source. */
  'example.showCode': 'Show code',
  /** The button that hides an example's source. */
  'example.hideCode': 'Hide code',
  /** Names the form of an example written with the library's hooks and compound components. */
  'example.compositionForm': 'Composition API',
  /** Names the form of an example written with the components' props. */
  'example.propsForm': 'Props API',

  /** The button that copies a code block. */
  'codeBlock.copy': 'Copy code',
  /** Shown briefly after a code block was copied. */
  'codeBlock.copied': 'Copied',
  /** The accessible name of the site's announcement banner. */
  'banner.label': 'Announcement',
  /** The button that closes the announcement banner for good. */
  'banner.dismiss': 'Close announcement',

  /** The accessible name of the site's own ad on doc pages. */
  'ad.label': 'Sponsor',
  /** The small mark on the site's own ad that says it is one. */
  'ad.mark': 'Ad',

  /** The accessible name of the quickbar, the bar of quick links above a doc page. */
  'quickbar.label': 'Quick links',
  /** The quickbar's list of the pages read last. */
  'quickbar.recent': 'Recent',
  /** The quickbar's list of pinned pages. */
  'quickbar.pinned': 'Pinned',

  /** The heading of the pinned pages at the top of the sidebar. */
  'sidebar.pinned': 'Pinned pages',
  /** The button that pins the page (or unpins it, pressed), for subscribers. */
  'pins.pin': 'Pin this page',
  /** Said when a page cannot be pinned because as many as allowed are. */
  'pins.full': 'You can pin up to {count, plural, one {# page} other {# pages}}. Unpin one first.',

  /** The accessible name of the developer tools (shown in developer mode). */
  'developer.label': 'Developer tools',
  /** The button that opens the panel of the page's details, and the panel's title. */
  'developer.title': 'Page details',
  /** The page's source file, in that panel. */
  'developer.source': 'Source',
  /** The id of the build the page comes from, in that panel. */
  'developer.build': 'Build',
  /** The heading of the page's frontmatter, in that panel. */
  'developer.frontmatter': 'Frontmatter',
  /** The button that closes that panel. */
  'developer.close': 'Close page details',

  /** The accessible name of the notice that a newer version of the site is out. */
  'refresh.label': 'Site update',
  /** Says that a newer version of the site was published since the page loaded. */
  'refresh.available': 'A newer version of this site is available.',
  /** The button that reloads the page. */
  'refresh.reload': 'Refresh',
  /** The button that puts the notice away until an even newer version. */
  'refresh.later': 'Not now',

  /** The navigation bar's notifications button, and the menu's title. */
  'notifications.title': 'Notifications',
  /** The notifications button's name while some are unread. */
  'notifications.titleUnread': 'Notifications, {count} unread',
  /** Read before a notification the visitor has not read. */
  'notifications.unread': 'Unread:',
  /** The menu's button that marks every notification read. */
  'notifications.markAllRead': 'Mark all as read',

  /** The text alternative of the visitor's avatar in the navigation bar. */
  'avatar.alt': 'Your avatar',

  /** The button that closes the settings panel. */
  'settings.close': 'Close settings',
  /** Under the settings panel's title, for a visitor who is not logged in. */
  'settings.keptInBrowser': 'Your settings are kept in this browser.',
  /** The group of theme choices. */
  'settings.theme': 'Theme',
  /** The theme choice that follows the device's light or dark preference. */
  'settings.themeSystem': 'System',
  'settings.themeLight': 'Light',
  'settings.themeDark': 'Dark',
  /** The third, darker theme. */
  'settings.themeBlackguard': 'Blackguard',
  /** The group of reading directions. */
  'settings.direction': 'Direction',
  'settings.directionLtr': 'Left to right',
  'settings.directionRtl': 'Right to left',
  /** The group of keys that open search. */
  'settings.searchHotkey': 'Search shortcut',
  /** The search shortcut Ctrl+K (⌘K on Apple platforms). */
  'settings.searchHotkeyModK': 'Ctrl/⌘ K',
  /** The search shortcut `/`. */
  'settings.searchHotkeySlash': '/',
  /** The switch that shows code blocks dark in every theme. */
  'settings.darkCodeBlocks': 'Dark code blocks',
  /** The group of settings about the site's announcements: the banner and the notifications. */
  'settings.announcements': 'Announcements',
  /** The button that brings back the banners the visitor closed. */
  'settings.showBanners': 'Show closed banners again',
  /** Below the quickbar switch: what the quickbar shows, and where the pages read last are kept. */
  'settings.quickbarHint':
    'Links to the pages you read last (kept in this browser only) and your pinned pages.',
  /** Below the pinned pages setting, while none is pinned. */
  'settings.noPins': 'No pinned pages yet. Pin a page with its “Pin this page” button.',
  /** The button that unpins one pinned page in the settings. */
  'settings.unpin': 'Unpin {title}',
  /** The group of settings about what pages show. */
  'settings.reading': 'Pages',
  /** The switch that shows components' API tables on their pages rather than a link to the API page. */
  'settings.inlineApiTables': 'API tables on component pages',
  /** Below that switch. */
  'settings.inlineApiTablesHint': 'Off, a component page links to its API page instead.',
  /** The switch that shows examples in their composition form where they have one. */
  'settings.compositionApiExamples': 'Composition API examples',
  /** Below that switch. */
  'settings.compositionApiExamplesHint':
    'Examples that have one show the form written with hooks and compound components rather than props.',
  /**
   * The field of the version of the documented library the visitor uses (the version lens), offered on a
   * site whose pages or API data mark versions.
   */
  'settings.usingVersion': 'The version I use',
  /** Below that field. */
  'settings.usingVersionHint': 'Pages mark what is newer and hide what was removed by then.',
  /** That field's choice of no version: nothing marked, nothing hidden. */
  'settings.usingVersionLatest': 'The latest',
  /** The switch that offers to reload the page when a newer version of the site is out. */
  'settings.refreshPrompt': 'Offer to refresh when the site is updated',
  /** The switch that shows the page's details for people working on the documentation. */
  'settings.developerMode': 'Developer mode',
  /** Below that switch. */
  'settings.developerModeHint':
    "Adds a “Page details” button: the page's source file, frontmatter and build.",
  /** The button that marks every notification unread again. */
  'settings.unreadNotifications': 'Mark all notifications as unread',
  /** The field of the address of a custom avatar. */
  'settings.avatarUrl': 'Avatar image address',
  /** The button that uses the address given as the avatar. */
  'settings.avatarSave': 'Use this avatar',
  /** The button that goes back to the login provider's picture. */
  'settings.avatarRemove': 'Remove avatar',
  /** Said when the avatar's address is not one. */
  'settings.avatarInvalid': 'Enter an https:// address of an image, of at most 1024 characters.',
  /** The heading of the settings only subscribers may change. */
  'settings.perks': 'Subscriber perks',
  /** The perks, each a switch (locked while the visitor is not a subscriber). */
  'settings.railDrawer': 'Rail drawer',
  'settings.quickbar': 'Quickbar',
  'settings.pins': 'Pinned pages',
  'settings.ads': 'Ads',
  'settings.avatar': 'Custom avatar',

  /** The heading of the account part of the settings panel and of the dashboard. */
  'account.title': 'Account',
  /** A login button; `{provider}` is GitHub or Discord. */
  'account.logInWith': 'Log in with {provider}',
  /** Beside a login button whose provider the site has no OAuth app for. */
  'account.notConfigured': 'Login is not configured on this site.',
  /** When the site has no server for accounts (a static host). */
  'account.unavailable': 'Logging in is not available on this site.',
  /** Who is logged in. */
  'account.loggedInAs': 'Logged in as {name}',
  /** The button that ends the session. */
  'account.logOut': 'Log out',
  /** The link to the personal dashboard page. */
  'account.dashboard': 'Your dashboard',
  /** The list of login providers linked to the account. */
  'account.providers': 'Login providers',
  /** A linked provider in that list. */
  'account.providerLinked': '{provider}: linked',
  /** The button that links one more provider to the account. */
  'account.link': 'Link {provider}',
  /** The account's subscriber state. */
  'account.subscriber': 'Subscriber: the perks are yours.',
  'account.notSubscriber': 'Not a subscriber: the perks stay locked.',
  /** How the settings leave the browser, by sync mode. */
  'account.syncOn': 'Your settings sync across your devices.',
  'account.saveOnly':
    'Your settings are saved to your account. Log in with GitHub to sync them across devices.',
  'account.syncOff': 'Sync settings is off: your settings stay on this device.',
  /** The switch that turns syncing on or off (kept on this device only). */
  'account.syncSettings': 'Sync settings',
  /** After a login that did not work. */
  'account.loginFailed': 'Logging in did not work. Try again.',
  /** After linking a provider account that belongs to another user. */
  'account.linkRefused': 'That account is already linked to another user.',
  /**
   * The page the server shows before linking one more provider to the account logged in: its title,
   * the question (`{provider}` and `{name}`: the account to link; `{account}`: the one logged in, with
   * its providers) and a hint. Its buttons are `account.link` and `account.linkCancel`.
   */
  'account.linkConfirmTitle': 'Link {provider} to your account?',
  'account.linkConfirmQuestion':
    'Link the {provider} account {name} to the account you are logged in with, {account}?',
  'account.linkConfirmHint':
    'You can then log in to it with either. If that is not your account, choose Cancel and log out.',
  'account.linkCancel': 'Cancel',
  /** When the settings could not be saved to the account; `{reason}` is the server's message. */
  'account.saveFailed': 'Your settings could not be saved to your account: {reason}',

  /** The accessible name of a heading's self-link, written into pages by the Markdown features. */
  'markdown.permalink': 'Permalink to “{text}”',
  /** The default titles of the callouts (`:::tip`, `> [!NOTE]`…), by the name written. */
  'markdown.calloutInfo': 'Info',
  'markdown.calloutNote': 'Note',
  'markdown.calloutImportant': 'Important',
  'markdown.calloutTip': 'Tip',
  'markdown.calloutSuccess': 'Success',
  'markdown.calloutWarning': 'Warning',
  'markdown.calloutCaution': 'Caution',
  'markdown.calloutError': 'Error',
  'markdown.calloutDanger': 'Danger',
  /** The summary of a `:::details` block written without a title. */
  'markdown.details': 'Details',
  /** The name of a table's scrolling box when the table has no caption: its column headings. */
  'markdown.table': 'Table: {columns}',
  /** The name of the list a `[[toc]]` writes. */
  'markdown.toc': 'Table of contents',

  /** The personal dashboard page's title. */
  'dashboard.title': 'Dashboard',
  /** Shown on the dashboard to a visitor who is not logged in. */
  'dashboard.loggedOut': 'Log in to see your account. Your settings below are kept in this browser.',
});

/** A key of the interface texts. Unknown keys are type errors. @example 'docFooter.next' */
export type UiStringKey = keyof typeof en;

/** A complete set of interface texts, one per key. */
export type UiDictionary = { readonly [Key in UiStringKey]: string };

/** Some of the interface texts, e.g. one language's translations or a site's overrides. */
export type PartialUiDictionary = { readonly [Key in UiStringKey]?: string | undefined };
