import { LinkedRows } from "~/components/ui/linked-rows";
import { dropShipCents, giftPrice } from "~/modules/gift-store/prices";
import type { RowsOnce } from "~/utils/document-rows";

type Row = { id: string; productName: string; churchWholesalePriceCents: number; suggestedRetailCents: number; thumbnailId: string | null };

/**
 * The catalogue table (spec): Product Name with the first image as thumbnail, Stock Price (hidden on
 * small screens), Drop Ship Price (hidden on medium and smaller), Suggested Retail Price; with
 * `editTo`, an Edit link per product (the super-admin's catalogue).
 */
export function ProductTable({ products, editTo }: { products: RowsOnce<Row>; editTo?: (id: string) => string }) {
  return (
    <div className="card overflow-x-auto p-0">
      <table className="table">
        <caption className="sr-only">Products, by name</caption>
        <thead>
          <tr>
            <th>Product Name</th>
            <th className="hidden sm:table-cell">Stock Price</th>
            <th className="hidden lg:table-cell">Drop Ship Price</th>
            <th>Suggested Retail Price</th>
            {editTo ? (
              <th>
                <span className="sr-only">Edit</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <LinkedRows rows={products} empty={{ text: "No products in the catalogue yet.", columns: editTo ? 5 : 4 }}>
          {(p) => (
            <tr key={p.id}>
              <td>
                <div className="flex items-center gap-3">
                  {p.thumbnailId ? <img src={`/gift-store/images/${p.thumbnailId}`} alt="" loading="lazy" className="h-12 w-12 shrink-0 rounded object-cover" /> : <span className="h-12 w-12 shrink-0 rounded bg-slate-100" aria-hidden="true" />}
                  <span className="font-medium text-slate-900">{p.productName}</span>
                </div>
              </td>
              <td className="hidden sm:table-cell">{giftPrice(p.churchWholesalePriceCents)}</td>
              <td className="hidden lg:table-cell">{giftPrice(dropShipCents(p.churchWholesalePriceCents))}</td>
              <td>{giftPrice(p.suggestedRetailCents)}</td>
              {editTo ? (
                <td>
                  <a href={editTo(p.id)} aria-label={`Edit ${p.productName}`}>
                    Edit
                  </a>
                </td>
              ) : null}
            </tr>
          )}
        </LinkedRows>
      </table>
    </div>
  );
}
