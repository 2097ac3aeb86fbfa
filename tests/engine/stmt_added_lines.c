int f(int n)
{
    char *p;
    /* a comment before */
    p = alloca(n * 2);
    if (n) {
        char *q;
        q = alloca(n);
        use(q);
    }
    return 0;
}
