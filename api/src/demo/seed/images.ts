import type { DbOrTransaction } from '../../db/db-or-transaction';
import { type NewStoredFile, storedFileRow, storeFiles } from '../../modules/images';
import { renderCategoryImage } from '../images/category-image';
import { type ImageSubject, PRODUCT_SHOTS, type ProductShot, renderProductImage } from '../images/product-image';
import { insertRows } from './batch';

const SVG = 'image/svg+xml';

/** Blobs per INSERT: a few KB each, well below MySQL's max_allowed_packet. */
const FILES_PER_STATEMENT = 200;

/**
 * The demo's pictures, drawn, hashed and stored: each content once, each path pointing at it. Every product has its
 * own shots (its code is on them), so a batch of products is a batch of new files.
 */
export class DemoImages {
  /** Drawn but not yet written to stored_files. */
  private unsaved: NewStoredFile[] = [];
  private readonly unsavedHashes = new Set<string>();

  /** Stores the product's gallery under its image URLs (the nth URL shows the nth of PRODUCT_SHOTS). */
  async storeProductImages(
    db: DbOrTransaction,
    products: readonly { imageUrls: string[]; imageSubject: ImageSubject }[],
  ) {
    const paths = products.flatMap(({ imageUrls, imageSubject }) =>
      imageUrls.map((path, i) => ({
        path,
        sha256: this.add(renderProductImage(imageSubject, PRODUCT_SHOTS[i % PRODUCT_SHOTS.length] as ProductShot)),
      })),
    );
    await this.publish(db, paths);
  }

  async storeCategoryImages(db: DbOrTransaction, categories: readonly { slug: string; imageUrl: string }[]) {
    const paths = categories.map(({ slug, imageUrl }) => {
      const svg = renderCategoryImage(slug);
      if (svg === undefined) throw new Error(`No category picture for ${slug}`);
      return { path: imageUrl, sha256: this.add(svg) };
    });
    await this.publish(db, paths);
  }

  private add(svg: string): string {
    const row = storedFileRow(SVG, Buffer.from(svg));
    // Two paths can still show the same picture (e.g. in tests): store each content once.
    if (!this.unsavedHashes.has(row.sha256)) {
      this.unsavedHashes.add(row.sha256);
      this.unsaved.push(row);
    }
    return row.sha256;
  }

  private async publish(db: DbOrTransaction, paths: { path: string; sha256: string }[]): Promise<void> {
    for (let start = 0; start < this.unsaved.length; start += FILES_PER_STATEMENT) {
      await storeFiles(db, this.unsaved.slice(start, start + FILES_PER_STATEMENT));
    }
    this.unsaved = [];
    this.unsavedHashes.clear();
    await insertRows(db, 'public_files', paths);
  }
}
