module github.com/reaper-sql/reaper

go 1.26.8
