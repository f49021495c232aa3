// boot.ts imports this module to run the `framework` file (the router, query cache and i18n:
// vite.config.ts) in a task of its own, before the app's code. One binding is enough: a file's
// modules all run when it arrives. (Importing 'react-router' itself would keep every export.)
export { QueryClient } from '@tanstack/react-query';
