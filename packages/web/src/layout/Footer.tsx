/** Spec §2 footer: the year and 'All rights reserved'. */
export function Footer() {
  return (
    <footer className="mpa-footer">
      © {new Date().getFullYear()} My Admin. All rights reserved.
    </footer>
  );
}
