// Run by `firebase emulators:exec` in the process group the stack created for the emulators.
// It announces readiness with its pid. SIGTERM ends it, and firebase-tools then shuts the emulators
// down itself (exporting when asked). If the process that started the stack (argv[2]) disappears
// without stopping it, it stops the whole group, because firebase-tools alone leaves its function
// runtimes behind. No emulator outlives its stack.
const parent = Number(process.argv[2]);
console.log(`EMULATORS_READY ${process.pid}`);

process.once('SIGTERM', () => process.exit(0));

function stopGroup() {
  // Survive the polite signal ourselves so we can follow up with the forceful one.
  process.on('SIGTERM', () => {});
  process.kill(0, 'SIGTERM');
  setTimeout(() => process.kill(0, 'SIGKILL'), 3000);
}

const timer = setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    clearInterval(timer);
    stopGroup();
  }
}, 500);
