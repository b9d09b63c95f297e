import { messages } from '../model/schemas';

/** Thrown by create/update category when another category already has the name. */
export class CategoryNameTakenError extends Error {
  constructor() {
    super(messages.categoryNameTaken);
    this.name = 'CategoryNameTakenError';
  }
}

/** Thrown by delete category while videos still use it (a video needs at least one category). */
export class CategoryInUseError extends Error {
  constructor(readonly videoCount: number) {
    super(
      `${videoCount} ${videoCount === 1 ? 'video uses' : 'videos use'} this category: move ${
        videoCount === 1 ? 'it' : 'them'
      } to another category first.`,
    );
    this.name = 'CategoryInUseError';
  }
}
