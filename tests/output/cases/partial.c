int main(void)
{
    int x = 1;
    foo(x); /* trailing */
    /* before bar */
    bar(x);
    x = f(a, b);
    x = g(a, b);
    x = h(a,b ,c);
    qux(x);   // cpp comment
    return 0;
}
