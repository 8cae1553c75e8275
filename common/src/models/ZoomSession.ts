import type { SessionKind } from '../catalog/accreditation';
import type { SessionStatus } from '../catalog/statuses';

/** `zoom_sessions/{id}`: a live webinar or meeting of the course. */
export interface ZoomSession {
  id: string;
  session_title: string;
  session_description: string | null;
  session_type: 'webinar' | 'meeting';
  status: SessionStatus;
  start_time: Date;
  end_time: Date | null;
  join_url: string | null;
  registration_url: string | null;
  max_participants: number | null;
  /** Kept by the functions so the dashboard needs no count query. */
  participant_count: number;
  /** The webinar's or meeting's id on Zoom, which its webhooks name; null for one made by hand. */
  zoom_id?: string | null;
  /** How attending it counts towards accreditation; absent or null: it does not count. */
  programme_kind?: SessionKind | null;
}

/**
 * `zoom_sessions/{id}/videowall/{participantId}`: what an attendee may see of a participant on a
 * session's videowall, kept by the functions from the participants, which only administrators
 * read (they hold emails and connection times).
 */
export interface VideowallEntry {
  id: string;
  participant_name: string | null;
  participant_type: ZoomParticipant['participant_type'];
  join_time: Date | null;
}

/** `zoom_sessions/{id}/participants/{emailHash}`. */
export interface ZoomParticipant {
  id: string;
  session_id: string;
  participant_email: string;
  participant_type: 'attendee' | 'panelist';
  join_time: Date | null;
  leave_time: Date | null;
  duration_minutes: number | null;
  videowall_featured: boolean;
  participant_name?: string | null;
  registrant_id?: string | null;
  /** Zoom's ids of the devices this person is connected from now; empty once all have left. */
  devices?: string[];
  /** Every join and leave Zoom reported, the source of the minutes attended. */
  events?: { kind: 'join' | 'leave'; at: Date; device: string }[];
}
