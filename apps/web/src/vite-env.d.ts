/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_PRODUCTION?: string;
  readonly VITE_API_BASE_TEST?: string;
}
