DEFINE_LOCK(big_lock);
DEFINE_OTHER(small_lock);

void f(void)
{
}
