/** The data controller (PDPA) the privacy page names: a student's or lecturer's university when it set one. */
export interface DataController {
  universityName: string;
  name: string;
  email: string | null;
}
