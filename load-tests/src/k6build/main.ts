import { DIST_DIR, bundleK6 } from './bundle.ts';

/** npm run build:k6 -w @bidhall/load-tests: writes the k6 bundles into k6/dist. */
await bundleK6(DIST_DIR);
console.error(`[k6] bundles written to ${DIST_DIR}`);
