package dev.oid.mybatis;

import dev.oid.ObjectId;
import java.util.List;
import org.apache.ibatis.annotations.Delete;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;

/** The test table through annotated statements: ids bound and read by the handlers the package scan found. */
public interface NoteMapper {

    @Insert("INSERT INTO oid_mybatis_note (id, parent_id, hex_id) VALUES (#{id}, #{parentId}, #{hexId,jdbcType=CHAR})")
    void insert(Note note);

    @Select("SELECT id, parent_id, hex_id FROM oid_mybatis_note WHERE id = #{id}")
    Note find(ObjectId id);

    @Select("SELECT id, parent_id, hex_id FROM oid_mybatis_note WHERE hex_id = #{hexId,jdbcType=CHAR}")
    Note findByHex(@Param("hexId") ObjectId hexId);

    @Select("SELECT id, parent_id, hex_id FROM oid_mybatis_note ORDER BY id")
    List<Note> allById();

    @Select("SELECT COUNT(*) FROM oid_mybatis_note WHERE parent_id IS NULL")
    int countWithoutParent();

    @Select("SELECT id FROM oid_mybatis_note WHERE parent_id = #{parentId}")
    List<ObjectId> children(ObjectId parentId);

    @Delete("DELETE FROM oid_mybatis_note")
    void deleteAll();

    /** The bad-value table: a variable-length binary column and a text column, read as ids. */
    @Select("SELECT bin AS id FROM oid_mybatis_bad WHERE k = #{k}")
    ObjectId badBinary(int k);

    @Select("SELECT txt AS hex_id FROM oid_mybatis_bad WHERE k = #{k}")
    Note badHex(int k);

    @Delete("DELETE FROM oid_mybatis_bad")
    void deleteBad();

    @Insert("INSERT INTO oid_mybatis_bad (k, bin, txt) VALUES (#{k}, #{bin}, #{txt})")
    void insertBad(@Param("k") int k, @Param("bin") byte[] bin, @Param("txt") String txt);
}
