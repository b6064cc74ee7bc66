import { installBridge } from './bridge.ts';

installBridge(window);
