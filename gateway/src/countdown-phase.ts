/** The phase rule lives in the contracts so that the web client counts down by the same rule. */
export { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
