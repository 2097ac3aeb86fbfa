int x = bar(1),
    y;
