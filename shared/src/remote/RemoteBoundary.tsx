import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remoteId: string;
  children: ReactNode;
  onRetry?: () => void;
  /** Replaces the default notice, e.g. the layout slot still renders the page without menus. */
  fallback?: ReactNode;
}

/** Keeps a failing remote inside its slot: the rest of the page keeps working. */
export class RemoteBoundary extends Component<Props, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remoteId} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError && this.props.fallback !== undefined) {
      return (
        <>
          <RemoteFallback remoteId={this.props.remoteId} onRetry={this.retry} />
          {this.props.fallback}
        </>
      );
    }
    if (this.state.hasError) return <RemoteFallback remoteId={this.props.remoteId} onRetry={this.retry} />;
    return this.props.children;
  }
}
