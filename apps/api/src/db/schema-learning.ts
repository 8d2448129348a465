// Tables of learning: enrolments, lesson progress, quiz attempts, certificates and media files.
export {};
