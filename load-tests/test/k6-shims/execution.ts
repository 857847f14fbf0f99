/** k6's `k6/execution` for running a k6 bundle under vitest: the test sets what it needs. */
export default { scenario: { iterationInTest: 0, startTime: Date.now() }, vu: { idInTest: 1 } };
