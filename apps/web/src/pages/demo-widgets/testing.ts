// The provider demos' test data lives with the feature (its tests use it too).
export { captureScripts, makeWidgetDemo } from '../../features/demo-widgets/testing.ts';
