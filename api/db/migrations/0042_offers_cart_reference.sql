ALTER TABLE "offers" DROP CONSTRAINT "offers_cart_id_carts_id_fk";
