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

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

/** The route table is built and first loaded in a task of its own: with the modules' evaluation it made one long task. */
async function start(root: HTMLElement): Promise<void> {
  await new Promise((next) => setTimeout(next));
  const router = createAppRouter();
  await mountApp(
    root,
    router,
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start(rootElement);
registerServiceWorker();
startVersionCheck();
