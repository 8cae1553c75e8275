/**
 * Stands in, in the web build only (vite.config.ts), for the Firebase products reactfire imports for
 * hooks this site never calls: Realtime Database, Remote Config and Storage. reactfire builds
 * tables of their functions when it loads, so without this every signed-in page would download
 * the Realtime Database client (about 30 KB gzipped).
 */
function notUsed(): never {
  throw new Error('This Firebase product is not part of the site');
}

export {
  notUsed as ensureInitialized,
  notUsed as get,
  notUsed as getAll,
  notUsed as getBoolean,
  notUsed as getDownloadURL,
  notUsed as getNumber,
  notUsed as getString,
  notUsed as getValue,
  notUsed as off,
  notUsed as onChildAdded,
  notUsed as onChildChanged,
  notUsed as onChildMoved,
  notUsed as onChildRemoved,
  notUsed as onValue,
  notUsed as ref,
};
