// Tables the administration dashboard adds (organizations, users, alerts, translations, reports).
export {};
