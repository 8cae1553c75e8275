/** Loads `path` as a new page, in place of this one in the tab's history. */
export function loadPage(path: string): void {
  window.location.replace(path);
}
