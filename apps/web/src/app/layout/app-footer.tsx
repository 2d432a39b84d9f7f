// The footer: legal and help links, contact, social sites, app store link and the version. Plain
// elements with the shell's classes (ui/shell.module.css): it is on every first load.
import { Link } from 'react-router';
import { usePublicConfig } from '../../api/public-config';
import { paths } from '../../lib/paths';
import shell from '../../ui/shell.module.css';
import classes from './app-footer.module.css';

const external = { target: '_blank', rel: 'noopener noreferrer', className: shell.link } as const;

export function AppFooter() {
  const config = usePublicConfig();
  const { links } = config;
  return (
    <footer className={classes.footer}>
      <div className={`${shell.container} ${shell.column} ${classes.inner}`}>
        <nav aria-label="Footer" className={`${shell.row} ${classes.links}`}>
          <a href={links.terms} {...external}>
            Terms
          </a>
          <a href={links.privacy} {...external}>
            Privacy
          </a>
          <a href={links.cookies} {...external}>
            Cookie Policy
          </a>
          <Link to={paths.faq} className={shell.link}>
            FAQ
          </Link>
          <Link to={paths.aboutUs} className={shell.link}>
            About
          </Link>
          <a href={links.contact} className={shell.link}>
            Contact
          </a>
        </nav>
        <div className={`${shell.row} ${classes.links}`}>
          {links.social.map((social) => (
            <a key={social.url} href={social.url} {...external}>
              {social.label}
            </a>
          ))}
          <a href={config.appStoreUrl} {...external}>
            Download on the App Store
          </a>
        </div>
        <p className={shell.small}>Version {config.version}</p>
      </div>
    </footer>
  );
}
