/**
 * The DOM protocol of the service's own demo captchas (a form marked `data-cs-demo="<slug>"` with
 * the image, the question, the answer input and a submit button): the demo pages and the
 * extension share these names through the contract.
 */
export { DEMO_DOM } from '../../packages/contract/src/demo.constants.ts';
