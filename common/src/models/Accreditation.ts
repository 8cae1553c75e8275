import type { CertificateRule, SessionKind } from '../catalog/accreditation';

/** One person's attendance to one session, as the functions computed it from Zoom's joins. */
export interface SessionAttendance {
  session_title: string;
  kind: SessionKind | null;
  /** Minutes present inside the scheduled window, overlapping devices and re-joins counted once. */
  minutes: number;
  scheduled_minutes: number;
  /** The minutes reach the rules' share of the scheduled ones. */
  counted: boolean;
  /** The session is running: its minutes are still growing and it is not decided yet. */
  live?: boolean;
}

/** A certificate issued to the person; its code opens `certificates/{code}`. */
export interface IssuedCertificate {
  code: string;
  issued_at: Date;
}

/**
 * `accreditation/{uid}`: kept by the functions from the webinars' participants, read live by the
 * attendee's accreditation page and by the back office's attendance report.
 */
export interface AccreditationRecord {
  /** The attendee's uid. */
  id: string;
  email: string;
  /** Attendance per session id. */
  sessions: Record<string, SessionAttendance>;
  certificates?: Partial<Record<CertificateRule['type'], IssuedCertificate>>;
  updated_at: Date;
}

/**
 * `certificates/{code}`: what the public verification page shows. It holds no account id or
 * email: anyone with the code may read it, and only by its code.
 */
export interface CertificateRecord {
  /** The verification code. */
  id: string;
  /** The edition it was issued in; certificates issued before editions were data have none. */
  edition_id?: string;
  type: CertificateRule['type'];
  title: string;
  holder_name: string;
  course_title: string;
  course_date: string;
  hours: number;
  issued_at: Date;
  valid_until: Date;
}
