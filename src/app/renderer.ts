// React DOM's renderer, imported by the entry a task after its own evaluation (src/main.tsx, issue 18). A module of our
// own with a named re-export, not `import('react-dom/client')`: a dynamic import keeps every export of the package
// (hydrateRoot, which the app never calls), a static named one lets the bundler drop them.
export { createRoot } from 'react-dom/client';
