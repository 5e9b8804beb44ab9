import { StrictMode } from 'react';
import { ensureDeviceId } from './db/device-id';
import { captureFirstAccess } from './features/auth/first-access';
import { App } from './app/app';
import { preloadSignedInScreens } from './app/boot-preload';
import { captureInstallPrompt } from './app/install-prompt';
import { mountApp } from './app/mount-app';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/sw-bridge';
import { installChunkReloadHandler, startVersionCheck } from './app/version-check';
import { connectApiClient, getSession } from './session/session';
import './ui/tokens.css';

// Before the id is made: the login screen's first-access link depends on it.
captureFirstAccess();
captureInstallPrompt();
connectApiClient();
void ensureDeviceId();
installChunkReloadHandler();
preloadSignedInScreens(getSession() !== null, location.pathname, location.search);

const router = createAppRouter();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

void mountApp(
  rootElement,
  router,
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

registerServiceWorker();
startVersionCheck();
