import { catalogueMessages } from '../model/schemas';

/** Thrown by create/update section when another section already has the name (any case). */
export class SectionNameTakenError extends Error {
  constructor() {
    super(catalogueMessages.sectionNameTaken);
    this.name = 'SectionNameTakenError';
  }
}

/** Thrown by delete section while questions still use it (a question needs its section). */
export class SectionInUseError extends Error {
  constructor(readonly questionCount: number) {
    super(
      `${questionCount} ${questionCount === 1 ? 'question uses' : 'questions use'} this section: move or delete ${
        questionCount === 1 ? 'it' : 'them'
      } first.`,
    );
    this.name = 'SectionInUseError';
  }
}
