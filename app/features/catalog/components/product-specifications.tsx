import { useTranslation } from "~/lib/i18n/use-translation";
import type { ProductDetail } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { partImageAlt } from "~/features/catalog/part-image-alt";
import { ProductThumb } from "./product-thumb";

/** The product page's picture (a photo, else the package drawing) and its table of properties. */
export function ProductSpecifications({ locale, product }: { locale: Locale; product: ProductDetail }) {
  const { t } = useTranslation("catalog");
  const images = product.medias.filter((media) => media.kind === "image");
  return (
    <div className="grid min-w-0 content-start gap-6 md:col-start-1 md:row-start-3 lg:grid-cols-[240px_1fr]">
      <section aria-label={t("product.images")}>
        {/* The photo, else the package drawing: small on a phone, where it comes after the price. */}
        <ul className="flex flex-wrap items-start gap-2">
          <li>
            <img
              src={product.imagePath}
              alt={partImageAlt(t, locale, { imagePath: product.imagePath, mpn: product.mpn, maker: product.manufacturer.name })}
              width={224}
              height={224}
              className="h-28 w-28 rounded border border-gray-200 bg-white object-contain md:h-56 md:w-56"
            />
          </li>
          {images.slice(1).map((media) => (
            <li key={media.path}>
              <ProductThumb src={media.path} alt={media.alt || product.mpn} size={64} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="properties-heading" className="min-w-0">
        <h2 id="properties-heading" className="text-base font-semibold text-gray-900">
          {t("product.properties")}
        </h2>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t("product.propertiesOf", { mpn: product.mpn })}</caption>
          <tbody>
            <tr className="border-b border-gray-100">
              <th scope="row" className="w-1/2 py-1 pr-3 text-left font-normal text-gray-600">
                {t("product.manufacturer")}
              </th>
              <td className="py-1">{product.manufacturer.name}</td>
            </tr>
            {product.properties.map((property) => (
              <tr key={property.code} className="border-b border-gray-100">
                <th scope="row" className="py-1 pr-3 text-left font-normal text-gray-600">
                  {property.label}
                </th>
                <td className="tabular py-1 text-gray-900">{property.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
