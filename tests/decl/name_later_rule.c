DEFINE_LOCK(a);
int x __hot;
int y __hot;
