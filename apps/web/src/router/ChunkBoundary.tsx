import { Component } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { i18next } from '../i18n';
import { ChunkTimeoutError } from './lazy-page';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a page chunk that failed or timed out and offers a retry screen. */
export class ChunkBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const text = error instanceof ChunkTimeoutError ? i18next.t('common.chunk.timeout') : error.message;
    return (
      <Alert
        type="warning"
        showIcon
        style={{ margin: 24 }}
        title={i18next.t('common.chunk.failed')}
        description={text}
        action={
          <Button type="primary" onClick={this.retry}>
            {i18next.t('common.retry')}
          </Button>
        }
      />
    );
  }
}
