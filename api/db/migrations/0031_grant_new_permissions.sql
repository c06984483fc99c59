-- A company's administrator role holds every permission (docs/decisions/027-business-accounts.md): the permissions
-- added with projects and customer part numbers are granted to the administrator roles that already exist.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT "id", "permission"
FROM "company_roles", (VALUES ('view-projects'), ('manage-customer-references')) AS "added" ("permission")
WHERE "is_admin"
ON CONFLICT DO NOTHING;
