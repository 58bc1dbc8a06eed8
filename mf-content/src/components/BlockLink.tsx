import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkTarget } from '../lib/links';
import './blocks.css';

interface Props {
  link: string;
  className?: string;
  children: ReactNode;
  /** Accessible name when the content is only an image. */
  label?: string;
}

/** A block's link: internal paths through the router, other hosts in a new tab, bad links as text. */
export function BlockLink({ link, className, children, label }: Props) {
  const target = linkTarget(link);
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
