"""Document views: each module builds the finished German strings of one kind of document."""
