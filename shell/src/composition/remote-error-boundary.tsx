import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface State {
  error: unknown;
  failed: boolean;
}

interface Props {
  children: ReactNode;
  /** Told of what it caught: the slot counts it against the remote's build (remote-error-reporter.ts). */
  onError?: (error: unknown) => void;
  /**
   * Rendered after the fallback: what the slot renders after its module (the page's commit signal),
   * so a page whose remote failed is still committed, interactive and measured like any other.
   */
  withFallback?: ReactNode;
}

/**
 * The last line of defence around every remote slot: a remote that fails to load, times out, is
 * incompatible or throws while rendering shows the fallback instead of unmounting the whole page.
 * Retry remounts the boundary (the slot changes its key), so there is no reset logic here.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote failed; showing its fallback.', error, info.componentStack);
    try {
      this.props.onError?.(error);
    } catch {
      // Telemetry must never turn a remote's fallback into a broken page.
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <RemoteFallback error={this.state.error} />
        {this.props.withFallback}
      </>
    );
  }
}
