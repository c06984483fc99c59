-- The staff's TOTP secrets are sealed with STAFF_TOTP_KEY from now on (docs/decisions/036-staff-accounts.md). A
-- migration cannot know the key: the secrets stored before are marked plain, and each member's next sign-in seals theirs.
UPDATE "staff_members" SET "totp_secret" = 'plain:' || "totp_secret"
WHERE "totp_secret" NOT LIKE 'v1:%' AND "totp_secret" NOT LIKE 'plain:%';
