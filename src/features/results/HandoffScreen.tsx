/** `/redirecionamento` is routed here; the screen lives with its saga in `features/handoff`. */
export { default } from '../handoff/HandoffScreen';
