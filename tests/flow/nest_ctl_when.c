int one(int x) {
  if (x) goto end;
  if (x) goto end2;
  if (x) goto body;
  return 0;
body:
  x++;
end3:
  return x;
  end:
  end2:
  return -1;
}
