import { company } from '../company';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>
        © {company.foundedYear}–{new Date().getFullYear()} {company.legalName}
      </p>
    </footer>
  );
}
