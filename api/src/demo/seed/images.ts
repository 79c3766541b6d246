import type { DbOrTransaction } from '../../repositories/db-or-transaction';
import { type NewStoredFile, storedFileRow, storeFiles } from '../../repositories/stored-files';
import { renderCategoryImage } from '../images/category-image';
import { type ImageSubject, renderProductImage } from '../images/product-image';
import { insertRows } from './batch';

const SVG = 'image/svg+xml';

/** Blobs per INSERT: a few KB each, well below MySQL's max_allowed_packet. */
const FILES_PER_STATEMENT = 200;

/**
 * The demo's pictures, drawn and hashed once per distinct picture (products of one model share their shots, so
 * 50 000 products need a few hundred drawings), then stored: each content once, each path pointing at it.
 */
export class DemoImages {
  /** SHA-256 of each picture drawn so far, by what it shows. */
  private readonly drawn = new Map<string, string>();
  /** Drawn but not yet written to stored_files. */
  private unsaved: NewStoredFile[] = [];

  /** Stores the product's gallery under its image URLs (the nth URL shows shot n). */
  async storeProductImages(
    db: DbOrTransaction,
    products: readonly { imageUrls: string[]; imageSubject: ImageSubject }[],
  ) {
    const paths = products.flatMap(({ imageUrls, imageSubject }) =>
      imageUrls.map((path, i) => ({ path, sha256: this.productImage(imageSubject, i + 1) })),
    );
    await this.publish(db, paths);
  }

  async storeCategoryImages(db: DbOrTransaction, categories: readonly { slug: string; imageUrl: string }[]) {
    const paths = categories.map(({ slug, imageUrl }) => {
      const svg = renderCategoryImage(slug);
      if (svg === undefined) throw new Error(`No category picture for ${slug}`);
      return { path: imageUrl, sha256: this.remember(`category ${slug}`, () => svg) };
    });
    await this.publish(db, paths);
  }

  private productImage(subject: ImageSubject, n: number): string {
    const key = `product ${subject.kind} ${subject.brand} ${subject.model} ${n}`;
    return this.remember(key, () => renderProductImage(subject, n));
  }

  private remember(key: string, draw: () => string): string {
    let sha256 = this.drawn.get(key);
    if (sha256 === undefined) {
      const row = storedFileRow(SVG, Buffer.from(draw()));
      sha256 = row.sha256;
      this.drawn.set(key, sha256);
      // Different keys can still draw the same picture: store each content once.
      if (!this.unsaved.some((file) => file.sha256 === sha256)) this.unsaved.push(row);
    }
    return sha256;
  }

  private async publish(db: DbOrTransaction, paths: { path: string; sha256: string }[]): Promise<void> {
    for (let start = 0; start < this.unsaved.length; start += FILES_PER_STATEMENT) {
      await storeFiles(db, this.unsaved.slice(start, start + FILES_PER_STATEMENT));
    }
    this.unsaved = [];
    await insertRows(db, 'public_files', paths);
  }
}
