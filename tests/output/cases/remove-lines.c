int main(void)
{
    int x = 1;
    a();
    /* between */
    b();
    c(); /* after c */ d();
    if (x) {
    }
    while (x) {
        e();
    }
    return 0;
}
