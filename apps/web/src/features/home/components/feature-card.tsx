// One of the home page's three "what you get" cards.
import type { ReactNode } from 'react';
import classes from './home-page.module.css';

export function FeatureCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.card}>
      <h3 className={classes.cardTitle}>{title}</h3>
      <p className={classes.cardText}>{children}</p>
    </div>
  );
}
