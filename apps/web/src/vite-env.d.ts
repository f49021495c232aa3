/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Only for split deployments: where the API lives. Empty means the same origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
