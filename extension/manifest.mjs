/**
 * The Manifest V3 of the extension, with why each permission is there:
 * - `storage`: the service address, the API key, the sites turned off and the last 10 solves.
 * - `activeTab`: the popup reads the current tab's address (to turn solving off for that site)
 *   only when the person opens it; no `tabs` permission, no access to other tabs.
 * - `optional_host_permissions`: nothing at install; the options page asks for the one service
 *   host the person enters. Calls also send `header_acao=1`, so they work even if it is declined.
 * - `content_scripts` on http/https pages: captchas can be on any site; the script only reads the
 *   page to find captcha widgets and writes the answer into them. `page-bridge.js` runs in the
 *   page's own world only to call the widget callback the page named (`data-callback`).
 * No remote code: every script is in the package; the CSP forbids anything else.
 */
/** The toolbar and extension-page icons, `icons/icon-<size>.png`, drawn from the site's mark by build.mjs. */
export const ICON_SIZES = [16, 32, 48, 128];
const icons = (sizes) => Object.fromEntries(sizes.map((size) => [String(size), `icons/icon-${size}.png`]));

export function manifest(version) {
  return {
    manifest_version: 3,
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    version,
    default_locale: 'en',
    minimum_chrome_version: '111',
    permissions: ['storage', 'activeTab'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    background: { service_worker: 'background.js' },
    icons: icons(ICON_SIZES),
    action: { default_popup: 'popup.html', default_title: '__MSG_extName__', default_icon: icons([16, 32]) },
    options_ui: { page: 'options.html', open_in_tab: true },
    content_scripts: [
      { matches: ['http://*/*', 'https://*/*'], js: ['content.js'], run_at: 'document_idle' },
      { matches: ['http://*/*', 'https://*/*'], js: ['page-bridge.js'], run_at: 'document_start', world: 'MAIN' },
    ],
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
  };
}
