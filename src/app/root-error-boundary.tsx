import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../features/system/error-screen';

interface State {
  failed: boolean;
}

/** Last line: a failure outside any route (the router itself) still gets the error screen. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
