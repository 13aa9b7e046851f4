package dev.brigade.rawnio.conduit;

import java.util.List;

/** One article as answered; {@code body} is null in lists, which leave it out. */
record Article(
        long id,
        String slug,
        String title,
        String description,
        String body,
        List<String> tagList,
        String createdAt,
        String updatedAt,
        boolean favorited,
        long favoritesCount,
        Author author) {}
